# probe: module-level singleton objects changed only inside helper functions called in a loop whose trip count is an input; a helper's decision reads what another helper set on an earlier iteration; a third records on a second object and in a module list
# inputs
n = 2
# body
class Stats:
    def __init__(self):
        self.warm = False
class Report:
    kind = "report"
    def __init__(self):
        self.hits = 0
STATS = Stats()
REPORT = Report()
events = []
def warmed():
    return STATS.warm
def warm():
    STATS.warm = True
def hit():
    REPORT.hits += 1
    events.append(("hit", REPORT.hits))
for _ in range(n):
    if warmed():
        hit()
    warm()
r_hits = REPORT.hits
r_events = list(events)
r_warm = STATS.warm
r_kind = REPORT.kind
