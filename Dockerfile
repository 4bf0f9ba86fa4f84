# The service's image: built in one stage, run from a second that holds only the build and the production
# dependencies, as an unprivileged user. `docker build -t kartenrunde .`; settings: README "Configuration".

FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-slim
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The service applies its migrations itself at start (src/persistence/migrate.ts reads them from here).
COPY --from=build /app/prisma ./prisma
# The embedded database's folder (used only without DATABASE_URL) belongs to the user the service runs as.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the database answers and migrations are applied (README "Operating it"); node has fetch, the slim image no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
