from pkg import LOG
LOG.append("sub")
PARTIAL = []
