# probe: which clauses of try run, and in what order
# inputs
ok = 1
bad = 0
# body
log = []
def attempt(d):
    try:
        log.append("try")
        r = 10 // d
    except ZeroDivisionError:
        log.append("except")
        r = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return r
r_ok = attempt(ok)
r_bad = attempt(bad)
r_log = log
