# probe: a key stored (`d[k] = v`) or an item added (`s.add(k)`) is hashed: one not known may be refused (a list), so a run that handles TypeError does not know which way it went
# inputs
key = [2]
# body
def attempt(f):
    try:
        f()
        return "ok"
    except TypeError:
        return "TypeError"
d = {}
def store():
    d[key] = 1
stored = attempt(store)
s = {0}
added = attempt(lambda: s.add(key))
sizes = [len(d), len(s)]
