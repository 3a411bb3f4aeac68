# probe: a retry loop that calls a flaky function, records each failure's class, stops on success (for-else raises when every attempt failed), and re-raises the last error with its chain
# inputs
fail_times = 2
attempts = 4
# body
calls = {"n": 0}
def flaky():
    calls["n"] += 1
    if calls["n"] <= fail_times:
        raise (TimeoutError if calls["n"] % 2 else ConnectionError)(calls["n"])
    return "ok after " + str(calls["n"])
def retry(f, tries):
    errors = []
    for i in range(tries):
        try:
            result = f()
        except (TimeoutError, ConnectionError) as e:
            errors.append(type(e).__name__)
            last = e
            continue
        else:
            return (result, errors)
    raise RuntimeError("gave up") from last
r_first = retry(flaky, attempts)
calls["n"] = -10
try:
    retry(flaky, 2)
except RuntimeError as e:
    r_gave_up = (e.args, type(e.__cause__).__name__, e.__cause__.args)
r_calls = calls["n"]
