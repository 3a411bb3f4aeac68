# probe: a retry loop with a counter: while with try/except continue, break on success, else when attempts run out
# inputs
fail_times = 2
max_tries = 4
# body
state = {"n": 0}
def flaky():
    state["n"] += 1
    if state["n"] <= fail_times:
        raise RuntimeError("busy")
    return state["n"]
attempt = 0
errors = []
while attempt < max_tries:
    attempt += 1
    try:
        got = flaky()
    except RuntimeError as e:
        errors.append(type(e).__name__)
        continue
    r_status = "ok"
    break
else:
    got = None
    r_status = "gave up"
r_attempt = attempt
r_got = got
r_errors = errors
