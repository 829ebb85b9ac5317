# TicketScan's server in a container: `docker build -t ticketscan .`, then
#   docker run -e TICKETSCAN_JWT_SECRET=... -p 8080:8080 -v ticketscan:/var/lib/ticketscan ticketscan
# Build stage: the Swift toolchain and the -dev packages; the binary links the Swift runtime in.
FROM swift:6.2-bookworm AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        pkg-config libtesseract-dev libleptonica-dev libjpeg-dev libpng-dev libsqlite3-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product ticketscan --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/ticketscan" /ticketscan

# Run stage: slim Debian with the C libraries' runtime packages (the model is compiled in).
FROM debian:bookworm-slim
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libtesseract5 liblept5 libjpeg62-turbo libpng16-16 libsqlite3-0 curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /var/lib/ticketscan --create-home --shell /usr/sbin/nologin ticketscan
COPY --from=build /ticketscan /usr/local/bin/ticketscan
USER ticketscan
WORKDIR /var/lib/ticketscan
VOLUME /var/lib/ticketscan
ENV TICKETSCAN_DATABASE=sqlite:/var/lib/ticketscan/ticketscan.sqlite
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
    CMD curl -fsS http://127.0.0.1:8080/health || exit 1
ENTRYPOINT ["ticketscan"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
