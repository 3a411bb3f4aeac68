# probe: exception classes picked from a table by input names, raised and caught by handler tuples (one tuple chosen by an input), the exceptions args kept on an object, finally recording every call
# inputs
name = "key"
other = "value"
# body
table = {"key": KeyError, "value": ValueError, "type": TypeError}
class Log:
    def __init__(self):
        self.caught = []
        self.missed = []
log = Log()
def fire(n):
    try:
        raise table[n](n)
    except (KeyError, LookupError) as e:
        log.caught.append((type(e).__name__, e.args))
        return "lookup"
    except ValueError as e:
        log.caught.append((type(e).__name__, e.args))
        return "value"
    finally:
        log.missed.append(n)
r1 = fire(name)
r2 = fire(other)
try:
    fire("type")
    r3 = "ok"
except TypeError as e:
    r3 = (type(e).__name__, e.args)
r_caught = log.caught
r_missed = log.missed
handled = (KeyError, ValueError) if name == "key" else (TypeError,)
try:
    raise table[other]("x")
except handled as e:
    r_handled = type(e).__name__
except Exception as e:
    r_handled = "other:" + type(e).__name__
