# probe: the built-in format(value, spec): numbers, strings and lists with and without a spec, an object's own __format__, and the calls Python refuses (a spec that is not a str, one the type refuses, a keyword)
# inputs
width = 5
# body
def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__
a = format(3.14159, ".2f")
b = format(42)
c = format("ab", ">" + str(width))
d = attempt(lambda: format(1, 2))
e = attempt(lambda: format(2.5, "d"))
f = format(1234567, ",")
g = attempt(lambda: format())
h = format([1, 2])
class P:
    def __format__(self, spec):
        return "P" + spec
i = format(P(), "xy")
j = attempt(lambda: format(1, spec="d"))
