# probe: try/finally in runner functions: return in finally overrides the exception and the try's return, finally's side effect after return value computed
# inputs
x = 5
# body
log = []
def f1():
    try:
        return x
    finally:
        log.append("f1")
def f2():
    try:
        raise ValueError
    finally:
        return "swallowed"
def f3():
    try:
        return log.append("try") or x
    finally:
        log.append("fin")
def f4():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            log.append(("f4", i))
    return i
r1 = f1()
r2 = f2()
r3 = f3()
r4 = f4()
r_log = log
def f5():
    try:
        1 / 0
    except ZeroDivisionError:
        return "handled"
    else:
        return "else"
    finally:
        log.append("f5")
r5 = f5()
