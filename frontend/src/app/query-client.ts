import { createQueryClient } from '@/lib/query-client';

/** The app's one query client: the provider's, and the route loaders' that start a screen's requests early. */
export const queryClient = createQueryClient();
