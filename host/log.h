/*
 * log.h: what the host's operator must know, in the system log
 * (host/log.c): syslog(3), ident wizcastle, facility LOG_USER, or the
 * file WIZCASTLE_LOG names; each line the player's name first ("-" for
 * the state folder's own game).
 */
#ifndef LOG_H
#define LOG_H

void log_player(const char *player);
void log_event(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
void log_said(const char *line);

#endif
