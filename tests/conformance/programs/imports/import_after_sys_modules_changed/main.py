# probe: an object put into sys.modules under a module's name is what a later import of that name gives (the evaluator does not follow the table: an import after it is read is not known); a name bound before keeps the module
# inputs
k = 3
# body
import sys
import helpers
log = []
class Fake:
    def go(self):
        log.append("fake")
        return 9
sys.modules["helpers"] = Fake()
import helpers as again
r = again.go()
r_before = helpers.go()
r_log = (list(log), list(helpers.log))
