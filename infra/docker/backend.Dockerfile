# Backend image: builds the shared libraries and the NestJS app, then ships only what runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Every workspace's package.json, so `npm ci` sees the workspaces package-lock.json names.
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/draft-core/package.json libs/draft-core/
COPY libs/grading/package.json libs/grading/
COPY libs/players/package.json libs/players/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY libs libs
COPY backend backend
# The libraries the backend imports, in dependency order, then the backend.
RUN npm run build -w @draftmode/domain -w @draftmode/draft-core -w @draftmode/grading -w @draftmode/players -w @draftmode/backend \
  && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs libs
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/src/main.js"]
