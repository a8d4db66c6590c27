# Builds server and client, then runs the server alone as the unprivileged `node` user (it serves
# the API, the server-rendered pages and the built client on one port).
FROM node:22.15.0-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
# The shared rules are built when they are installed (their prepare script): npm ci needs their source.
COPY packages/rules packages/rules
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22.15.0-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/workers server/workers
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/server/scripts/operation.mjs server/scripts/
COPY --from=build /app/client/package.json client/
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
# DATA_DIR: the SQLite file and uploads of a single instance; with MySQL and a bucket it holds nothing
# an instance needs to keep. The server's alone (0700), as the server makes it: a looser one is
# tightened at start with a warning.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
# Docker's health status polls liveness (/api/health/live: the process answers), not readiness nor
# /api/health: restarting a container cures a hung process, not a database or Redis every replica
# shares, and an orchestrator that restarts unhealthy containers would restart them all for that.
# A balancer polls readiness instead (docs/OPERATIONS.md).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node` directly, not npm: SIGTERM reaches the server, which drains before it exits. The preload
# loads OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/src/telemetry.ts).
CMD ["node", "--import", "./server/dist/telemetry.js", "server/dist/main.js"]
