# The site and its server in one image (docs/deployment.md).
#   docker build -t print-shop-site .
#   docker run -p 3000:3000 -v shop-data:/data print-shop-site
# Everything the shop keeps is under DATA_DIR (/data, a volume) unless DATABASE_URL and S3_BUCKET
# put it elsewhere; the rest of the file system can be mounted read-only.

# --- build: every dependency, the SPA into dist/, every public page prerendered ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile cannot list other platforms' optional binaries
# (docs/architecture.md "Why the stack is set up as it is"); it is left unchanged.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ---
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the image ---
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# The server reads the forms, texts and catalogue at start; the published texts re-render the
# pages with dist-prerender/ at run time; scripts/ holds `npm run owner`, `backup` and `restore`.
COPY package.json ./
COPY server ./server
COPY core ./core
COPY catalog ./catalog
COPY forms ./forms
COPY locales ./locales
COPY scripts/owner.ts scripts/backup.ts scripts/restore.ts ./scripts/
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-prerender ./dist-prerender
# Owned by the image's user, so that a named volume mounted there (compose.yaml's app-data and
# backups) starts out writable by it.
RUN mkdir -p /data /backups && chown node:node /data /backups
# The official image's unprivileged user (uid 1000); nothing in /app is writable by it.
USER node
VOLUME /data
EXPOSE 3000
# Liveness only (docs/deployment.md "Health, readiness and shutdown"); Node's own fetch, no curl needed.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches Node directly (no npm in between): requests under way finish, then it exits.
CMD ["node", "server/main.ts"]
