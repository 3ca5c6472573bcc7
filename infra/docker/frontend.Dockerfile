# Frontend image: builds the React app, then nginx serves it and proxies to the backend replicas.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs/domain/package.json libs/domain/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY libs libs
COPY frontend frontend
RUN npm run build -w @draftmode/frontend

FROM nginx:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
