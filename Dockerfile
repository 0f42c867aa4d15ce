# The back-office image: build with Node, serve with nginx (docs/deploy.md).
#   docker build -t backoffice .
#   docker run -p 8080:8080 -e API_URL=https://api.example.com/api backoffice
# Sub-path: docker build --build-arg BASE_PATH=/admin/ … (see docs/deploy.md "Sub-path").

# --- build: the production bundle (no demo code) -------------------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BASE_PATH=/
ENV BASE_PATH=${BASE_PATH}
RUN npm run build

# --- serve: static files, the header set, config.json written at start -------------------
FROM nginx:1.27-alpine
ARG BASE_PATH=/
ENV APP_BASE=${BASE_PATH}
COPY deploy/nginx/ /etc/nginx/backoffice/templates/
COPY deploy/docker-entrypoint.sh /docker-entrypoint.d/40-backoffice.sh
COPY --from=build /app/dist /usr/share/nginx/html${BASE_PATH}
EXPOSE 8080
