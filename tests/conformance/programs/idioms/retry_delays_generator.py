# probe: a retry loop driven by a generator of delays (exponential, capped): attempts stop at success or when the delays run out; the for-else reports failure
# inputs
fail_times = 2
max_tries = 4
# body
def delays(base, cap, tries):
    d = base
    for _ in range(tries):
        yield d
        d = min(d * 2, cap)
attempts = []
def op():
    attempts.append(len(attempts))
    if len(attempts) <= fail_times:
        raise ConnectionError("nope")
    return "ok"
waited = []
for delay in delays(1, 5, max_tries):
    try:
        r_result = op()
        break
    except ConnectionError:
        waited.append(delay)
else:
    r_result = "gave up"
r_attempts = len(attempts)
r_waited = waited
r_all_delays = list(delays(1, 5, 6))
attempts.clear()
fail_times = 10
for delay in delays(1, 5, 2):
    try:
        r_result2 = op()
        break
    except ConnectionError:
        pass
else:
    r_result2 = "gave up"
r_attempts2 = len(attempts)
