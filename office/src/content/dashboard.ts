// The words of the office's home.

export const dashboardCopy = {
  heading: 'Today',
  newToday: 'New registrations today',
  notContacted: 'Not contacted after 24 h',
  myFollowUpsDue: 'My follow-ups due',
  demosThisWeek: 'Demos booked this week',
  newApplications: 'New applications',
};
