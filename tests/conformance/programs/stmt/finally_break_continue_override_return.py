# probe: break or continue in a finally block cancels a pending return (or exception) of the try, and the loop goes on or ends; the value returned afterwards is the later one
# inputs
n = 3
# body
def continue_cancels_return():
    out = []
    for i in range(n):
        try:
            out.append(i)
            return ("returned", i)
        finally:
            continue
    return ("loop ended", out)
r_continue = continue_cancels_return()
def break_cancels_return():
    for i in range(n):
        try:
            return ("returned", i)
        finally:
            break
    return ("after break", i)
r_break = break_cancels_return()
def break_cancels_exception():
    for i in range(n):
        try:
            raise KeyError(i)
        finally:
            if i == 1:
                break
            continue
    return ("after", i)
r_break_exc = break_cancels_exception()
def while_finally_return():
    i = 0
    while i < n:
        i += 1
        try:
            if i == 2:
                return ("ret", i)
        finally:
            if i == 2:
                continue
    else:
        return ("else", i)
r_while = while_finally_return()
def nested_finally_order():
    log = []
    for i in range(2):
        try:
            try:
                return "inner"
            finally:
                log.append(("inner-f", i))
        finally:
            log.append(("outer-f", i))
            if i == 0:
                continue
    return log
r_nested_order = nested_finally_order()
