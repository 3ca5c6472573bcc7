import { Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import classes from './chat-panel.module.css';

/**
 * A reply rendered as Markdown (tables and lists from GitHub-flavoured Markdown). Raw HTML is
 * never rendered and rehype-sanitize strips anything unsafe (scripts, event handlers,
 * `javascript:` links) that Markdown itself could produce.
 */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <Typography className={classes.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
