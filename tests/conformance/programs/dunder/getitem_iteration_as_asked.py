# probe: a loop over an object with only __getitem__ asks for each item as it goes: a `break` stops the asking, and the body runs between two items
# body
log = []
class Items:
    def __getitem__(self, k):
        log.append(("get", k))
        if k >= 3:
            raise IndexError(k)
        return k
for x in Items():
    log.append(("body", x))
    if x == 1:
        break
r_log = list(log)
r_any = any(x == 0 for x in Items())
