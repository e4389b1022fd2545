# Rawaq's container image (docs/deploy.md, "Containers"). Multi-stage: the build stage runs the
# release script's build step (deploy/release.sh build, the same the deployment test runs); the
# runtime stage is Node 24 with the built app, as a non-root user, checked on readiness.
# NOTE: base images cannot be pulled on the project's build machines, so this file is not built
# in CI; scripts/deploy-test.ts exercises the same release script and settings with nginx.

FROM node:24-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install --global --no-fund --no-audit pnpm@12.21.0
WORKDIR /app
COPY . .
RUN sh deploy/release.sh build \
 && pnpm install --frozen-lockfile --prod --offline

FROM node:24-bookworm-slim AS runtime
# pg_dump/pg_restore and tar for backups and restores inside the container. pnpm is not in this
# image: they run as `node apps/api/src/cli/backup-cli.ts backup|restore <file>` (compose.yaml's
# backup service). Debian 12's postgresql-client is PostgreSQL 15, and pg_dump refuses a newer
# server: compose.yaml pins postgres:15 to match (docs/deploy.md, "Containers").
RUN apt-get update \
 && apt-get install --yes --no-install-recommends postgresql-client tar \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
VOLUME /data
EXPOSE 3000
# Readiness, not liveness: "healthy" means this container can serve (database reachable and
# migrated), which is what an orchestrator routing traffic needs to know.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/src/server.ts"]
