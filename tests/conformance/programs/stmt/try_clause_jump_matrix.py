# probe: every combination of what the try body does (nothing, raise, return, break, continue) with what finally does (nothing, return, break, continue), in a loop inside a function: the log and the result
# inputs
rounds = 2
# body
def run(body_act, fin_act):
    log = []
    for i in range(rounds):
        try:
            log.append(("try", i))
            if body_act == "raise":
                raise ValueError(i)
            if body_act == "return":
                return ("body-return", i, log)
            if body_act == "break":
                break
            if body_act == "continue":
                continue
            log.append(("body-end", i))
        finally:
            log.append(("finally", i))
            if fin_act == "return":
                return ("fin-return", i, log)
            if fin_act == "break":
                break
            if fin_act == "continue":
                continue
        log.append(("after-try", i))
    return ("end", log)
def safe(b, f):
    try:
        return run(b, f)
    except ValueError as e:
        return ("raised", e.args)
r_none = [safe(b, "none") for b in ("none", "raise", "return", "break", "continue")]
r_ret = [safe(b, "return") for b in ("none", "raise", "return", "break", "continue")]
r_brk = [safe(b, "break") for b in ("none", "raise", "return", "break", "continue")]
r_cont = [safe(b, "continue") for b in ("none", "raise", "return", "break", "continue")]
