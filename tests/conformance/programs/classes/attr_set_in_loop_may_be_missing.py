# probe: static methods set on a class in a loop over names (a loop the run may not run): reading one that is not there raises AttributeError
# inputs
names = ["x", "y"]
# body
log = []
class R:
    pass
for nm in names:
    setattr(R, nm, staticmethod(lambda nm=nm: log.append(nm)))
def call_x():
    try:
        R.x()
        return "called"
    except AttributeError:
        return "AttributeError"
r_x = call_x()
r_log = list(log)
