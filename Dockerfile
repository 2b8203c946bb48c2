FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
# The same image runs the owner's migration step: `node apps/server/src/migrate.ts`.
CMD ["node", "apps/server/src/main.ts"]
