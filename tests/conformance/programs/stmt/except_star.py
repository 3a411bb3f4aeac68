# probe: exception groups and except* (Python 3.11 grammar)
# inputs
n = 2
# body
log = []
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as eg:
    log.append(("value", len(eg.exceptions)))
except* TypeError as eg:
    log.append(("type", len(eg.exceptions)))
r_log = log
