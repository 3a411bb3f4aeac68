# probe: a dict lookup of a key with an equal hash but another identity runs __eq__ (which here says no)
# inputs
k = 1
# body
asked = []
class Never:
    def __eq__(self, o):
        asked.append("eq")
        return False
    def __hash__(self):
        return k
d = {Never(): 1}
try:
    d[Never()]
except KeyError:
    pass
