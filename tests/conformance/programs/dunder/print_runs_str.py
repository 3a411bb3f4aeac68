# probe: print shows its arguments through their own __str__, and a list through its items' __repr__: that code runs
# body
log = []
class Shown:
    def __str__(self):
        log.append("str")
        return "shown"
    def __repr__(self):
        log.append("repr")
        return "Shown()"
print(Shown())
r_str = list(log)
print([Shown()])
r_repr = list(log)
