# Frontend image: builds the React app, then nginx serves it and proxies to the backend replicas.
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
COPY frontend frontend
RUN npm run build -w @draftmode/frontend

FROM nginx:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx/security-headers.conf /etc/nginx/draftmode/security-headers.conf
# Rendered into /etc/nginx/conf.d/upstream.conf at start from DRAFTMODE_UPSTREAM_SERVERS.
COPY infra/nginx/upstream.conf.template /etc/nginx/templates/upstream.conf.template
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
