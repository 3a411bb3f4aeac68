# probe: an input decides whether a raise happens in a nested call; the exception carries the input in args; handlers record args, type and what ran
# inputs
n = -2
limit = 3
# body
log = []
class ConfigError(ValueError):
    pass
def check(v):
    log.append(("check", v))
    if v < 0:
        raise ConfigError("negative", v)
    if v > limit:
        raise KeyError(v)
    return v * 2
def run(v):
    try:
        return check(v)
    except KeyError as e:
        log.append("key")
        return ("key", e.args[0])
try:
    r_run = run(n)
except ValueError as e:
    r_run = ("err", type(e).__name__, e.args)
r_log = log
r_ok = run(limit)
r_big = run(limit + 1)
r_log_len = len(log)
