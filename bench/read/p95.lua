-- wrk's --latency table stops at 50/75/90/99; the event-list target is a 95th percentile.
done = function(summary, latency, requests)
  io.write(string.format("p95: %.3fms\n", latency:percentile(95) / 1000))
end
