/** A team the chat can focus on. (The chat's wire types are in libs/domain's chat-api.) */
export interface ChatTeam {
  id: string;
  name: string;
}
