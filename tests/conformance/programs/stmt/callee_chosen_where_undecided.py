# probe: a function chosen by values the run may not know (a conditional expression, a dict or list item at such a key or index, a getattr of such a name) runs when called, and what it appends is there
# inputs
key = "a"
i = 1
flag = True
name = "go"
# body
log = []
def a():
    log.append("a")
    return 1
def b():
    log.append("b")
    return 2
H = {"a": a, "b": b}
r_key = H[key]()
L = [a, b]
r_index = L[i]()
r_default = H.get(key, b)()
f = a if flag else b
r_cond = f()
r_table = {True: a, False: b}[flag]()
class O:
    def go(self):
        log.append("go")
        return 3
    def stop(self):
        log.append("stop")
        return 4
r_attr = getattr(O(), name)()
r_log = list(log)
