import { Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import classes from './chat-panel.module.css';

/**
 * No image is ever loaded from a reply: an image would be a request to whatever site the text
 * names (a tracking pixel in a model's answer, say). Its alt text is shown instead.
 */
const COMPONENTS: Components = {
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  // A wide table scrolls sideways inside the bubble (see .markdown table): it takes focus, so the
  // keyboard can scroll it too.
  table: ({ node: _node, ...props }) => <table tabIndex={0} {...props} />,
};

/**
 * A reply rendered as Markdown (tables and lists from GitHub-flavoured Markdown). Raw HTML is
 * never rendered, rehype-sanitize strips anything unsafe (scripts, event handlers, `javascript:`
 * links) that Markdown itself could produce, and images are shown as their alt text.
 */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <Typography className={classes.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
