import conf

Y = conf.X * 10
NAME = "late"
conf.LOG.append(NAME)
