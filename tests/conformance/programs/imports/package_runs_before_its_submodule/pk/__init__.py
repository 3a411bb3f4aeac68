from logm import LOG
LOG.append("pk")
VALUE = 1
