# probe: an exception raised in a try's else clause is not caught by that try's handlers, still runs its finally, and is caught outside; the handlers see none of it
# inputs
k = "k"
# body
log = []
def f(fail_in_try):
    try:
        try:
            if fail_in_try:
                raise KeyError(k)
            log.append("try ok")
        except KeyError:
            log.append("handler")
        else:
            log.append("else")
            raise KeyError("from else")
        finally:
            log.append("finally")
    except KeyError as e:
        log.append(("outer", e.args))
for flag in (True, False):
    f(flag)
r_log = log
