# probe: a harness retry loop: while attempts < max_tries, a flaky launch failing its first calls, except continue, break on success, else gives up; max_tries and the failures from the config
# inputs
max_tries = 5
fails = 2
# body
calls = {"n": 0}
def launch():
    calls["n"] += 1
    if calls["n"] <= fails:
        raise RuntimeError("busy")
    return "ok@%d" % calls["n"]
attempts = 0
result = None
log = []
while attempts < max_tries:
    attempts += 1
    try:
        result = launch()
    except RuntimeError:
        log.append(attempts)
        continue
    break
else:
    result = "gave up"
r_result = result
r_attempts = attempts
r_log = log
