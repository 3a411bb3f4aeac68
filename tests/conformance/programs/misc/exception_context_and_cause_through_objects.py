# probe: exceptions raised while handling others (implicit __context__), raise from (cause) and from None (suppressed); errors stored on objects and compared after the handlers
# inputs
key = "missing"
n = 0
# body
class Job:
    def __init__(self):
        self.errors = []
    def run(self, d, k, n):
        try:
            return d[k] / n
        except KeyError as e:
            self.errors.append(e)
            try:
                return 1 / n
            except ZeroDivisionError as z:
                self.errors.append(z)
                raise RuntimeError("both") from None if n == 0 else z
j = Job()
try:
    j.run({}, key, n)
    r_run = "ok"
except RuntimeError as e:
    r_run = (type(e).__name__, e.__cause__ is None, e.__suppress_context__, type(e.__context__).__name__)
r_errors = [type(x).__name__ for x in j.errors]
r_chain = type(j.errors[1].__context__).__name__ if len(j.errors) > 1 else None
r_args = j.errors[0].args if j.errors else None
try:
    j.run({key: 4}, key, 2)
    r_ok = j.run({key: 4}, key, 2)
except Exception as e:
    r_ok = type(e).__name__
