import type { ChatEngineName } from '@draftmode/domain';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { BuiltinChatEngine } from './engines/builtin/builtin-chat-engine';
import { OpenAiChatEngine } from './engines/openai/openai-chat-engine';
import { ChatToolRegistry } from './tools/chat-tool-registry';

/** Which engine answers: the OpenAI provider when OPENAI_API_KEY is set, else the built-in one. */
@Injectable()
export class ChatEngines {
  readonly openai: OpenAiChatEngine | null;

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    tools: ChatToolRegistry,
    readonly builtin: BuiltinChatEngine,
  ) {
    this.openai = config.openai ? new OpenAiChatEngine(config.openai, tools) : null;
  }

  get active(): ChatEngineName {
    return this.openai ? 'openai' : 'builtin';
  }

  /** What the panel shows next to ONLINE. */
  status(): { engine: ChatEngineName; model: string | null } {
    return { engine: this.active, model: this.openai?.model ?? null };
  }
}
