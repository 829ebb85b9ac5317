-- wrk script for scripts/load-test.sh: posts one photo as multipart/form-data with a bearer
-- token, and counts the answers by status in each thread.
local boundary = "ticketscan-load-boundary"
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    local photo = assert(io.open(os.getenv("LOAD_PHOTO"), "rb")):read("*all")
    wrk.method = "POST"
    wrk.headers["Authorization"] = "Bearer " .. os.getenv("LOAD_TOKEN")
    wrk.headers["Content-Type"] = "multipart/form-data; boundary=" .. boundary
    wrk.body = "--" .. boundary .. "\r\nContent-Disposition: form-data; name=\"image\"; filename=\"ticket.jpg\"\r\n"
        .. "Content-Type: image/jpeg\r\n\r\n" .. photo .. "\r\n--" .. boundary .. "--\r\n"
    expected = os.getenv("LOAD_EXPECT")
    counts = {}
    wrong = 0
end

function response(status, headers, body)
    counts[status] = (counts[status] or 0) + 1
    if status == 200 and not string.find(body, expected, 1, true) then wrong = wrong + 1 end
end

function done(summary, latency, requests)
    local total, bad = {}, 0
    for _, thread in ipairs(threads) do
        for status, n in pairs(thread:get("counts")) do total[status] = (total[status] or 0) + n end
        bad = bad + thread:get("wrong")
    end
    io.write(string.format("requests %d in %.1f s, socket errors: connect %d read %d write %d timeout %d\n",
        summary.requests, summary.duration / 1e6, summary.errors.connect, summary.errors.read,
        summary.errors.write, summary.errors.timeout))
    for status, n in pairs(total) do io.write(string.format("status %d: %d\n", status, n)) end
    io.write(string.format("200s whose body was not the expected scan: %d\n", bad))
    io.write(string.format("latency p50 %.3f s, p90 %.3f s, p99 %.3f s, max %.3f s\n",
        latency:percentile(50) / 1e6, latency:percentile(90) / 1e6, latency:percentile(99) / 1e6, latency.max / 1e6))
end
