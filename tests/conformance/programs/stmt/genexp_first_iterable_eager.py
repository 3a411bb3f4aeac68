# probe: a generator expression evaluates (and iterates) its first iterable where it is written, errors too; later iterables and the condition wait until the first pull
# inputs
d = 0
# body
out = []
try:
    g = (x for x in 1 / d)
    out.append("made")
except ZeroDivisionError:
    out.append("ZeroDivisionError at creation")
try:
    g = (x for x in 5)
    out.append("made")
except TypeError:
    out.append("TypeError at creation")
g = (x for x in [1] for y in 1 / d)
out.append("second lazy made")
try:
    next(g)
except ZeroDivisionError:
    out.append("ZeroDivisionError at pull")
g = (1 / d for x in [])
out.append(list(g))
src = [1, 2]
g = (x for x in src)
src = [9, 9, 9]
out.append(list(g))
lst = [1, 2]
g = (x for x in lst)
lst.append(3)
out.append(list(g))
r_out = out
