# probe: exceptions raised in else are not caught by the same try's handlers; continue/break/return in try skip else; finally runs after else
# inputs
n = 4
# body
log = []
def else_raises():
    try:
        try:
            log.append("try")
        except ValueError:
            log.append("handler (wrong)")
        else:
            raise ValueError("from else")
        finally:
            log.append("finally")
    except ValueError as e:
        return str(e)
r_else_raises = else_raises()
out = []
for i in range(n):
    try:
        if i == 1:
            continue
        if i == 3:
            break
    except Exception:
        pass
    else:
        out.append(("else", i))
    finally:
        out.append(("fin", i))
r_loop = out
def ret_in_try():
    try:
        return "try"
    except Exception:
        pass
    else:
        log.append("else (never)")
    finally:
        log.append("fin after return")
r_ret = ret_in_try()
r_log = log
