-- The staff list of one day, a different day on every request: the threads take turns through
-- the BENCH_DAYS days from BENCH_FIRST_DAY on, so a day comes back only after all the others,
-- long after memory let it go. Every request reads the database: the list's cost before it is
-- held in memory.
local counter = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads)
  table.insert(threads, thread)
end

function init(args)
  thread_id = tonumber(wrk.thread:get("thread_id")) or 0
  thread_count = tonumber(os.getenv("BENCH_THREADS") or "2")
  days = tonumber(os.getenv("BENCH_DAYS") or "730")
  local y, m, d = (os.getenv("BENCH_FIRST_DAY") or "2026-01-01"):match("(%d+)-(%d+)-(%d+)")
  first_day = os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
end

function request()
  counter = counter + 1
  local day = os.date("%Y-%m-%d", first_day + ((counter * thread_count + thread_id) % days) * 86400)
  return wrk.format("GET", "/api/appointments?pageSize=50&from=" .. day .. "&to=" .. day)
end
