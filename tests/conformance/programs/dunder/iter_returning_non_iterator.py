# probe: iter() refuses an __iter__ result that has no __next__, even when it is the object itself
# inputs
v = 1
# body
class NoNext:
    def __iter__(self):
        return self
try:
    iter(NoNext())
    r = "ok"
except TypeError as e:
    r = str(e)
try:
    for _ in NoNext():
        pass
    r_for = "ok"
except TypeError as e:
    r_for = str(e)
