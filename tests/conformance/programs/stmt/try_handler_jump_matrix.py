# probe: what the except handler does (nothing, re-raise, raise new, return, break, continue) combined with an else and a finally that logs, in a loop: the log, the result and the exception that leaves
# inputs
rounds = 3
# body
def run(handler_act):
    log = []
    for i in range(rounds):
        try:
            if i % 2 == 0:
                raise KeyError(i)
            log.append(("body", i))
        except KeyError as e:
            log.append(("except", e.args[0]))
            if handler_act == "reraise":
                raise
            if handler_act == "new":
                raise ValueError(i)
            if handler_act == "return":
                return ("ret", i, log)
            if handler_act == "break":
                break
            if handler_act == "continue":
                continue
        else:
            log.append(("else", i))
        finally:
            log.append(("finally", i))
        log.append(("after", i))
    return ("end", log)
out = {}
for act in ("none", "reraise", "new", "return", "break", "continue"):
    try:
        out[act] = run(act)
    except Exception as e:
        out[act] = (type(e).__name__, e.args, type(e.__context__).__name__)
r_out = out
