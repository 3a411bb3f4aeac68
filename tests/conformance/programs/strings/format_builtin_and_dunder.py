# probe: format() and f-strings call __format__ with the spec; object.__format__ refuses a spec; __format__ returning non-str
# inputs
spec = ">6"
# body
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        body = f"{self.cents / 100:.2f}"
        return f"${body:{spec}}" if spec else f"${body}"
    def __str__(self):
        return "Money"
class Plain:
    def __str__(self):
        return "plain"
class Bad:
    def __format__(self, spec):
        return 42
m = Money(1234)
r_fmt = format(m, spec)
r_empty = format(m)
r_fstr = f"{m}|{m:<8}|{m!s}|{m!s:>7}"
r_strfmt = "{0}|{0:>9}|{0!s}".format(m)
r_plain = (format(Plain()), f"{Plain()}", f"{Plain()!s:>6}")
try:
    format(Plain(), spec)
    r_plain_spec = "ok"
except TypeError as e:
    r_plain_spec = type(e).__name__
try:
    f"{Bad()}"
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
try:
    format(object(), "s")
    r_obj = "ok"
except TypeError as e:
    r_obj = type(e).__name__
