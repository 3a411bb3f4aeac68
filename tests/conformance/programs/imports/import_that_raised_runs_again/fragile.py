from logm import LOG
LOG.append("fragile runs")
FIRST = 1
if len(LOG) < 2:
    raise RuntimeError("not yet")
SECOND = 2
