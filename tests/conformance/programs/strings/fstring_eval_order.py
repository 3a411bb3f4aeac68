# probe: evaluation order inside f-strings, str.format and %: fields left to right, a field's value before its nested spec
# inputs
w = 5
# body
log = []
def v(name, x):
    log.append(name)
    return x
r_f = f"{v('a', 1)}{v('b', 2):{v('c', w)}}{v('d', 'x')!r:{v('e', '>')}{v('f', 4)}}"
log_f = list(log)
log.clear()
r_fmt = "{}{:{}}".format(v("g", 1), v("h", 2), v("i", 3))
log_fmt = list(log)
log.clear()
r_pct = "%s%*d" % (v("j", "x"), v("k", 4), v("l", 7))
log_pct = list(log)
log.clear()
try:
    f"{v('m', 1)}{v('n', 2):{v('o', 'Q')}}{v('p', 3)}"
except ValueError as e:
    r_err = type(e).__name__
log_err = list(log)
