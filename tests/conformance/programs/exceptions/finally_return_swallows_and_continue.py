# probe: return in finally swallows an exception in flight; continue in finally inside a loop drops the exception; finally runs on break out of nested try
# inputs
n = 4
# body
log = []
def swallow():
    try:
        raise ValueError("lost")
    finally:
        return "finally-wins"
r_swallow = swallow()
def loop_continue():
    out = []
    for i in range(n):
        try:
            if i % 2:
                raise KeyError(i)
            out.append(i)
        finally:
            continue
    return out
r_continue = loop_continue()
def nested_break():
    for i in range(n):
        try:
            try:
                if i == 2:
                    break
            finally:
                log.append(("inner", i))
        finally:
            log.append(("outer", i))
    return i
r_break_at = nested_break()
def return_overridden():
    try:
        return "try"
    finally:
        log.append("fin ran")
r_override = return_overridden()
def value_captured():
    x = [1]
    try:
        return x
    finally:
        x.append(2)
        x = "rebound"
r_captured = value_captured()
r_log = log
