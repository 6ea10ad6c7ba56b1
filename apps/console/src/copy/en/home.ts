/** The home launcher (/ and /home): one card per module the signed-in user may open. */
export const homeCopy = {
  title: 'Home',
  welcome: (name: string) => `Welcome, ${name}`,
  intro: 'Choose a module to work in.',
  modulesLabel: 'Modules',
  projects: 'Projects',
  projectsText: 'Plan, field and follow your research projects.',
  surveyDesigner: 'Survey Designer',
  surveyDesignerText: 'Build questionnaires and edit their questions and logic.',
  panels: 'Panels',
  panelsText: 'Manage your panels, their members and what they may see.',
  emptyTitle: 'No modules available',
  emptyText:
    'Your permission group gives you none of Projects, Survey Designer or Panels. Ask an administrator of your company for access.',
  loadError: 'Your permissions could not be refreshed. The cards show what you had when you signed in.',
} as const;
