# probe: an except clause naming a user class that is not an exception raises TypeError when an exception reaches it
# inputs
v = 1
# body
class NotExc:
    pass
try:
    try:
        {}[v]
    except NotExc:
        r_caught = "NotExc"
except TypeError:
    r_caught = "TypeError"
